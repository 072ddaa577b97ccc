/** inventory: stock by product from the ledger, lowest first, each product opening its ledger. */
import { ProductsView } from '../components/products-view';

export default function InventoryPage() {
  return <ProductsView mode="inventory" />;
}
