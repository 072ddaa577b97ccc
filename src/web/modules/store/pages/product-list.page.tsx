/** inventory/product-list and products: the store's products with unit and reorder level. */
import { ProductsView } from '../components/products-view';

export default function ProductListPage() {
  return <ProductsView mode="catalogue" />;
}
