import { Badge, Button, Card } from '@endless/ui';
import { formatCents, type Pledge } from '../constants';

export interface PledgeCardProps {
  pledge: Pledge;
  cents: number;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

export function PledgeCard({ pledge, cents, busy, disabled, onChoose }: PledgeCardProps) {
  const headingId = `upgrade-pledge-${pledge.id}`;
  return (
    <Card className="upgrade-product upgrade-product--pledge">
      <Badge variant="backer">Tier {pledge.tier}</Badge>
      <h3 id={headingId} className="upgrade-product__name">
        {pledge.name}
      </h3>
      <p className="upgrade-product__price">{formatCents(cents)}</p>
      <p className="upgrade-product__perks">{pledge.perks}</p>
      <Button
        className="upgrade-product__action"
        fullWidth
        busy={busy}
        disabled={disabled}
        onClick={onChoose}
        aria-label={`Pledge ${pledge.name}`}
      >
        Pledge
      </Button>
    </Card>
  );
}
