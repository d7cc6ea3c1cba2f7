import {
  ArrayInput, AutocompleteArrayInput, AutocompleteInput, BooleanInput, NumberInput, ReferenceArrayInput, ReferenceInput, SimpleFormIterator,
  TabbedForm, TextInput, required,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import { useNameField } from '../localized-name';
import { majorOf, minorOf } from './money-input';
import { ProductPhotos } from './product-photos';

const minorFormat = (value: number | null | undefined) => majorOf(value);
const minorParse = (value: string) => minorOf(value);

/**
 * A product's form, one tab per part (names, classification, variants with stock, prices, SEO,
 * photos), shared by create and edit. Field names: product-record.ts.
 */
export function ProductForm() {
  const translate = useTranslate();
  const nameField = useNameField();
  return (
    <TabbedForm>
      <TabbedForm.Tab label={translate('console.products.tabs.names')}>
        <TextInput source="sku" validate={required()} />
        <TextInput source="nameTr" validate={required()} fullWidth />
        <TextInput source="nameEn" validate={required()} fullWidth />
        <TextInput source="descriptionTr" multiline minRows={3} fullWidth />
        <TextInput source="descriptionEn" multiline minRows={3} fullWidth />
        <BooleanInput source="published" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.classification')}>
        <ReferenceInput source="brandId" reference="brands"><AutocompleteInput optionText="name" validate={required()} /></ReferenceInput>
        <ReferenceInput source="productTypeId" reference="product-types"><AutocompleteInput optionText={nameField} validate={required()} /></ReferenceInput>
        <ReferenceArrayInput source="categoryIds" reference="categories"><AutocompleteArrayInput optionText={nameField} /></ReferenceArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.variants')}>
        <ArrayInput source="variants">
          <SimpleFormIterator inline>
            <TextInput source="barcode" validate={required()} />
            <TextInput source="size" />
            <TextInput source="colorTr" />
            <TextInput source="colorEn" />
            <ArrayInput source="stock" label={translate('console.products.stock')}>
              <SimpleFormIterator inline>
                <ReferenceInput source="warehouseId" reference="warehouses"><AutocompleteInput optionText="name" validate={required()} /></ReferenceInput>
                <NumberInput source="quantity" min={0} step={1} validate={required()} />
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.prices')}>
        <ArrayInput source="prices">
          <SimpleFormIterator inline>
            <ReferenceInput source="currencyId" reference="currencies"><AutocompleteInput optionText="code" validate={required()} /></ReferenceInput>
            <NumberInput source="salesPrice" min={0} step={0.01} format={minorFormat} parse={minorParse} validate={required()} />
            <NumberInput source="oldPrice" min={0} step={0.01} format={minorFormat} parse={minorParse} />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.seo')}>
        <TextInput source="seo.titleTr" fullWidth />
        <TextInput source="seo.titleEn" fullWidth />
        <TextInput source="seo.descriptionTr" multiline fullWidth />
        <TextInput source="seo.descriptionEn" multiline fullWidth />
        <TextInput source="seo.slugTr" />
        <TextInput source="seo.slugEn" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.photos')}>
        <ProductPhotos />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
