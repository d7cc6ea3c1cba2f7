import type { BlogPost } from '../blog/entities.js';
import { ProductDocumentType } from '../enums.js';
import type { CategoryTreeNode } from '../catalogue/entities.js';
import type { Currency } from '../currency/entities.js';
import type { ProductListItem } from '../product/entities.js';

export interface Crumb { name: string; path: string }

/** schema.org BreadcrumbList with absolute item URLs. */
export function breadcrumbList(crumbs: Crumb[], publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${publicUrl}${crumb.path}` })),
  };
}

/** schema.org Product with one Offer: price, currency and availability from stock. */
export function productJsonLd(product: ProductListItem, currency: Currency, publicUrl: string): object {
  const inStock = (product.stocksByBarcode ?? []).some((stock) => stock.quantity > 0);
  const images = (product.documents ?? []).filter((document) => document.documentType === ProductDocumentType.Image).map((document) => `${publicUrl}${document.filePath}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    mpn: product.code,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    description: product.routeDescription,
    image: images,
    // The attribute table of the page, as name and value pairs.
    ...(product.attributes?.length ? {
      additionalProperty: product.attributes
        .map((attribute) => ({ '@type': 'PropertyValue', name: attribute.name, value: attribute.attributeValues.map((item) => item.value).join(', ') }))
        .filter((property) => property.value !== ''),
    } : {}),
    offers: {
      '@type': 'Offer',
      url: `${publicUrl}${product.routePath}`,
      price: (product.salesPrice ?? 0).toFixed(currency.decimals),
      priceCurrency: currency.code,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** Crumbs from the top category down to `categoryId`, paths in the tree's language. */
export function categoryCrumbs(tree: CategoryTreeNode[], categoryId: number): Crumb[] {
  const walk = (nodes: CategoryTreeNode[], trail: Crumb[]): Crumb[] | undefined => {
    for (const node of nodes) {
      const here = [...trail, { name: node.name, path: node.routePath }];
      if (node.id === categoryId) return here;
      const found = walk(node.childCategories, here);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree, []) ?? [];
}

/** schema.org BlogPosting of a blog post or corporate page. */
export function blogPostingJsonLd(post: BlogPost, path: string, culture: string, publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.name,
    ...(post.summary ? { description: post.summary } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.imagePath ? { image: `${publicUrl}${post.imagePath}` } : {}),
    inLanguage: culture,
    mainEntityOfPage: `${publicUrl}${path}`,
    publisher: { '@type': 'Organization', name: 'Vitrin' },
  };
}
