import { PERSONAS } from '@endless/mock-server/node';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact } from '../../../../lib/contact';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

const suspended = PERSONAS.find((p) => p.username === 'suspended')!;

async function open(path: string, name: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(name) });

describe('legal pages', { timeout: 30_000 }, () => {
  it('shows the terms to a guest with their date, contents and every policy', async () => {
    await open('/legal/terms', 'Terms of Service');
    expect(screen.getByText('Last revised 03/21/2021')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Agreement to These Terms',
      'Accounts and Eligibility',
      'Community Rules',
      'Moderation',
      'Account Security and Rollbacks',
      'Virtual Currency',
      'Payments',
      'Changes to These Terms',
      'Contact',
    ]);
    expect(within(section('Accounts and Eligibility')).getByText(/aged 13 or older/)).toBeVisible();
    const rules = section('Community Rules');
    expect(
      within(rules).getByText(/Endless's own domains, to a video site, and to code-sharing/),
    ).toBeVisible();
    expect(within(rules).getByText(/Do not run contests, giveaways or raffles/)).toBeVisible();
    expect(within(rules).getByText(/needs staff approval/)).toBeVisible();
    const ladder = within(section('Moderation')).getByRole('list', { name: 'Moderation ladder' });
    expect(
      within(ladder)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Warning',
      '2 hour suspension',
      '6 hour suspension',
      '12 hour suspension',
      '24 hour suspension',
      '48 hour suspension',
      '72 hour suspension',
      '7 day suspension',
      '14 day suspension',
      '30 day suspension',
      '3 month suspension',
      '6 month suspension',
      'Account closure',
    ]);
    const moderation = section('Moderation');
    expect(within(moderation).getByText(/severe the violation is, on your history/)).toBeVisible();
    expect(within(moderation).getByText(/can suspend any account at any time/)).toBeVisible();
    expect(within(moderation).getByText(/appeal within 30 days/)).toBeVisible();
    expect(within(section('Account Security')).getByText(/at most twice/)).toBeVisible();
    const currency = section('Virtual Currency');
    expect(within(currency).getByText(/non-refundable/)).toBeVisible();
    expect(within(currency).getByText(/18 or older/)).toBeVisible();
    const payments = section('Payments');
    expect(within(payments).getByText(/All payments are final/)).toBeVisible();
    expect(within(payments).getByText(/Refunds, if any, are made in U.S. dollars/)).toBeVisible();
    expect(within(payments).getByText(/within 45 days/)).toBeVisible();
    expect(within(payments).getByText(/within 1 year/)).toBeVisible();
    expect(within(section('Changes to These Terms')).getByText(/at least 7 days/)).toBeVisible();
  });

  it('shows the privacy policy to a guest with the children section', async () => {
    await open('/legal/privacy', 'Privacy Policy');
    expect(screen.getByText('Last revised 03/27/2021')).toBeInTheDocument();
    const children = section("Children's Privacy");
    expect(within(children).getByText(/do not save their birthday/)).toBeVisible();
    expect(
      within(children).getByText(/Parents or guardians can request to view or delete/),
    ).toBeVisible();
    expect(within(children).getByRole('link', { name: contact.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${contact.supportEmail}`,
    );
    expect(within(section('Cookies')).getByText(/access token and a refresh token/)).toBeVisible();
    expect(within(section('Cookies')).getByText(/for 30 days/)).toBeVisible();
    expect(within(section('Payments')).getByText(/payment provider/)).toBeVisible();
    expect(
      within(section('How Long We Keep Data')).getByText(/removed after 30 days/),
    ).toBeVisible();
    expect(section('Your Rights')).toBeInTheDocument();
    expect(within(section('Changes to This Policy')).getByText(/at least 7 days/)).toBeVisible();
  });

  it('shows the contact details to a guest, marked as placeholders', async () => {
    await open('/contact', 'Contact Us');
    expect(screen.getByRole('link', { name: contact.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${contact.supportEmail}`,
    );
    const legal = screen.getByRole('region', { name: 'Legal Inquiries' });
    expect(within(legal).getByText(contact.legalAddress[0]!)).toBeVisible();
    expect(screen.getByText('Placeholder details')).toBeInTheDocument();
  });

  it('lets a restricted account read the terms and the privacy policy', async () => {
    await signInAs(suspended);
    const view = await open('/legal/terms', 'Terms of Service');
    expect(screen.getByText('Last revised 03/21/2021')).toBeInTheDocument();
    expect(view.location()).toBe('/legal/terms');
    view.unmount();
    const privacy = await open('/legal/privacy', 'Privacy Policy');
    expect(screen.getByText('Last revised 03/27/2021')).toBeInTheDocument();
    expect(privacy.location()).toBe('/legal/privacy');
  });
});
