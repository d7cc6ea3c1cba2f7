import {
  ArrayInput, AutocompleteArrayInput, AutocompleteInput, BooleanInput, FormDataConsumer, NumberInput, ReferenceArrayInput, ReferenceInput, SimpleFormIterator,
  TabbedForm, TextInput, required,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import { useNameField } from '../localized-name';
import { useCurrencyDecimals } from './currency-decimals';
import { majorOf, minorOf, minorStep } from './money-input';
import { ProductPhotos } from './product-photos';
import type { ProductFormValues } from './product-record';

type PriceRow = NonNullable<ProductFormValues['prices']>[number];

/** A price row's amounts, in steps of the chosen currency's minor unit. */
function PriceAmounts({ currencyId }: { currencyId: number | undefined }) {
  const decimals = useCurrencyDecimals().of(currencyId);
  const amount = {
    min: 0, step: minorStep(decimals),
    format: (value: number | null | undefined) => majorOf(value, decimals),
    parse: (value: string) => minorOf(value, decimals),
  };
  return (
    <>
      <NumberInput source="salesPrice" {...amount} validate={required()} />
      <NumberInput source="basePrice" {...amount} />
    </>
  );
}

/**
 * A product's form, one tab per part (names, classification, variants with stock, prices, SEO,
 * photos), shared by create and edit; what may be left empty is filled by productInputOf.
 */
export function ProductForm() {
  const translate = useTranslate();
  const nameField = useNameField();
  return (
    <TabbedForm>
      <TabbedForm.Tab label={translate('console.products.tabs.names')}>
        <TextInput source="sku" validate={required()} />
        <TextInput source="name.tr" validate={required()} fullWidth />
        <TextInput source="name.en" validate={required()} fullWidth />
        <TextInput source="shortName.tr" fullWidth />
        <TextInput source="shortName.en" fullWidth />
        <TextInput source="description.tr" multiline minRows={3} fullWidth />
        <TextInput source="description.en" multiline minRows={3} fullWidth />
        <BooleanInput source="published" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.classification')}>
        <ReferenceInput source="brandId" reference="brands"><AutocompleteInput optionText="name" validate={required()} /></ReferenceInput>
        <ReferenceInput source="productTypeId" reference="product-types"><AutocompleteInput optionText={nameField} validate={required()} /></ReferenceInput>
        <ReferenceArrayInput source="categoryIds" reference="categories"><AutocompleteArrayInput optionText={nameField} validate={required()} /></ReferenceArrayInput>
        <TextInput source="code" />
        <TextInput source="groupCode" />
        <TextInput source="hsCode" />
        <ArrayInput source="attributes">
          <SimpleFormIterator inline>
            <TextInput source="code" validate={required()} />
            <TextInput source="name.tr" validate={required()} />
            <TextInput source="name.en" validate={required()} />
            <TextInput source="value.tr" validate={required()} />
            <TextInput source="value.en" validate={required()} />
            <BooleanInput source="isList" defaultValue />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.variants')}>
        <ArrayInput source="variants">
          <SimpleFormIterator inline>
            <TextInput source="barcode" validate={required()} />
            <TextInput source="size" />
            <TextInput source="colour.tr" />
            <TextInput source="colour.en" />
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
            <FormDataConsumer>
              {({ scopedFormData }) => <PriceAmounts currencyId={(scopedFormData as PriceRow | undefined)?.currencyId} />}
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.seo')}>
        <TextInput source="seo.tr.title" fullWidth />
        <TextInput source="seo.en.title" fullWidth />
        <TextInput source="seo.tr.description" multiline fullWidth />
        <TextInput source="seo.en.description" multiline fullWidth />
        <TextInput source="seo.tr.slug" />
        <TextInput source="seo.en.slug" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={translate('console.products.tabs.photos')}>
        <ProductPhotos />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
