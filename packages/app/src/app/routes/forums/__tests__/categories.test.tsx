import { db } from '@endless/mock-server/node';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { LOAD } from './forums-test-utils';

describe('/forums (spec 03 §2)', { timeout: 20_000 }, () => {
  it('lists the official categories as cards linking to their threads, with counts and about', async () => {
    const app = renderApp('/forums');
    expect(app.getByRole('status')).toHaveTextContent('Consulting the Forbidden Archives');
    expect(await app.findByRole('heading', { level: 1, name: 'Forums' }, LOAD)).toBeInTheDocument();
    expect(app.getByRole('heading', { level: 2, name: 'Official Categories' })).toBeInTheDocument();

    const official = db.forumCategories
      .all()
      .filter((c) => c.official === 1)
      .sort((a, b) => a.position - b.position);
    const cards = await app.findAllByRole('link', { name: /threads?$/ }, LOAD);
    expect(cards).toHaveLength(official.length);
    for (const [index, category] of official.entries()) {
      const card = cards[index]!;
      const count = db.threads.findMany((q) => q.where({ category_id: category.id })).length;
      expect(card).toHaveAttribute('href', `/forums/${category.id}`);
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(category.name);
      expect(card).toHaveTextContent(category.about);
      expect(card).toHaveTextContent(`${count} ${count === 1 ? 'thread' : 'threads'}`);
    }
    // Community categories are not offered (see the contract).
    expect(app.queryByText('Builders Guild')).not.toBeInTheDocument();
  });

  it('waits 500 ms before loading the categories', async () => {
    const started = Date.now();
    const app = renderApp('/forums');
    await app.findByRole('heading', { level: 2, name: 'Official Categories' }, LOAD);
    await app.findAllByRole('link', { name: /threads?$/ }, LOAD);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });
});
