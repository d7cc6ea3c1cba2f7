import { Create, Edit } from 'react-admin';
import { ProductForm } from './product-form';
import { NEW_PRODUCT, productInputOf, type ProductFormValues } from './product-record';

const transform = (values: ProductFormValues) => productInputOf(values);

// Pessimistic: the server's refusal (a taken barcode, a bad price) shows before the form is left.
export const ProductEdit = () => <Edit mutationMode="pessimistic" transform={transform}><ProductForm /></Edit>;

// After creating, the edit page: photos need the product's id.
export const ProductCreate = () => <Create redirect="edit" record={NEW_PRODUCT} transform={transform}><ProductForm /></Create>;
