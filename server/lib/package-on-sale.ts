import type { PackageOnSale } from '../../contract/package-on-sale.js';

/**
 * The fields every package on sale answers with (contract/package-on-sale.ts), for the hosting and the VPS package
 * views. Copied one by one, not spread: the row's other columns reach an answer only where a view names them.
 */
export function packageOnSaleView(row: PackageOnSale): PackageOnSale {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    price: row.price,
    currency: row.currency,
  };
}
