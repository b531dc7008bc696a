import { Button, Card, NodeIcon, formatInteger } from '@endless/ui';
import { formatCents, type NodePack } from '../constants';

export interface NodePackCardProps {
  pack: NodePack;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

export function NodePackCard({ pack, busy, disabled, onChoose }: NodePackCardProps) {
  const headingId = `upgrade-pack-${pack.id}`;
  const name = `${formatInteger(pack.nodes)} Nodes`;
  return (
    <Card className="upgrade-product">
      <h3 id={headingId} className="upgrade-product__name">
        <NodeIcon size={20} />
        {name}
      </h3>
      <p className="upgrade-product__price">{formatCents(pack.cents)}</p>
      <Button
        className="upgrade-product__action"
        variant="secondary"
        fullWidth
        busy={busy}
        disabled={disabled}
        onClick={onChoose}
        aria-label={`Buy ${name}`}
      >
        Buy
      </Button>
    </Card>
  );
}
