import { StaffShieldIcon } from '@endless/ui';
import { env } from '../../../config/env';

/** Staff only: the open staff actions, linking to the external access site (spec 01 §2, §6). */
export function StaffActionsLink({ actions }: { actions: number }) {
  return (
    <a
      className="shell-header__pill shell-header__staff"
      href={env.links.staffAccess}
      target="_blank"
      rel="noopener noreferrer"
    >
      <StaffShieldIcon size={16} />
      <span aria-hidden="true">{actions}</span>
      <span className="shell-visually-hidden">
        {`Staff actions: ${actions} (opens in a new tab)`}
      </span>
    </a>
  );
}
