import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  AutocompleteInput, BooleanField, CreateButton, Datagrid, FilterButton, FunctionField, List, NullableBooleanInput, NumberField, ReferenceField,
  ReferenceInput, SearchInput, TextField, TopToolbar,
} from 'react-admin';
import { useLocaleState, useTranslate } from 'ra-core';
import { catalogueExportAddress } from '../../data/data-provider';
import type { AdminProductRow } from '../../../../../contracts/admin/catalogue';
import { useNameField } from '../localized-name';
import { useCurrencyDecimals } from './currency-decimals';
import { moneyText } from './money-input';

/** Every filter is the server's (contracts/admin/list-query.ts): the list never filters in the browser. */
function productFilters(nameField: 'name.tr' | 'name.en') {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="brandId" source="brandId" reference="brands"><AutocompleteInput optionText="name" /></ReferenceInput>,
    <ReferenceInput key="categoryId" source="categoryId" reference="categories"><AutocompleteInput optionText={nameField} /></ReferenceInput>,
    <ReferenceInput key="productTypeId" source="productTypeId" reference="product-types"><AutocompleteInput optionText={nameField} /></ReferenceInput>,
    <NullableBooleanInput key="published" source="published" />,
  ];
}

/** The whole catalogue as a file (the import's format): the browser downloads it with the staff cookie. */
export function ExportButtons() {
  const translate = useTranslate();
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} href={catalogueExportAddress('csv')} download>{translate('console.export.csv')}</Button>
      <Button size="small" startIcon={<DownloadIcon />} href={catalogueExportAddress('json')} download>{translate('console.export.json')}</Button>
    </>
  );
}

const ProductListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButtons />
  </TopToolbar>
);

export function ProductList() {
  const nameField = useNameField();
  const [locale] = useLocaleState();
  const decimals = useCurrencyDecimals().first;
  return (
    <List filters={productFilters(nameField)} actions={<ProductListActions />} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="sku" />
        <TextField source={nameField} sortBy="name" label="resources.products.fields.name" />
        <ReferenceField source="brandId" reference="brands" link={false} sortable={false}><TextField source="name" /></ReferenceField>
        <FunctionField source="price" textAlign="right" render={(row: AdminProductRow) => (row.price === null ? '' : moneyText(row.price, locale, decimals))} />
        <NumberField source="stock" />
        <BooleanField source="published" sortable={false} />
      </Datagrid>
    </List>
  );
}
