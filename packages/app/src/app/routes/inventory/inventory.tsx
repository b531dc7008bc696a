import { InventoryPage } from '../../../features/inventory/components/inventory-page';

export default function InventoryRoute() {
  return <InventoryPage />;
}
