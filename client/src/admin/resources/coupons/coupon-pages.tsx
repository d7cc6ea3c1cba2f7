import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import {
  BooleanInput, Create, CreateButton, Datagrid, DateField, DateTimeInput, Edit, FormDataConsumer, FunctionField, Labeled, List, NumberField, NumberInput,
  ReferenceManyField, SearchInput, SelectInput, SimpleForm, TextField, TextInput, TopToolbar, required,
} from 'react-admin';
import { useBasename, useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import {
  COUPON_AUDIENCES, COUPON_KINDS, COUPON_STATES, MAX_BATCH_CODES, type AdminCoupon, type AdminCouponBatch, type AdminCouponRules,
} from '../../../../../contracts/admin/campaigns';
import { STAFF_API } from '../../console-address';
import { couponBatchInputOf, couponInputOf } from '../campaigns/campaign-record';
import { CurrencyAmountsInput } from '../campaigns/currency-amounts-input';
import { useNameField } from '../localized-name';
import { useCurrencyDecimals } from '../products/currency-decimals';
import { moneyText } from '../products/money-input';

function useChoices(words: readonly string[], prefix: string) {
  const translate = useTranslate();
  return words.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
}

/** What a coupon gives, as the list shows it: "%20", or its amount in each currency. */
function CouponValue() {
  const record = useRecordContext<AdminCoupon>();
  const [locale] = useLocaleState();
  const decimals = useCurrencyDecimals();
  if (!record) return null;
  if (record.kind === 'percent') return <>%{record.percent}</>;
  return <>{record.amounts.map((entry) => moneyText(entry.amount, locale, decimals.of(entry.currencyId))).join(' / ')}</>;
}

function useCouponFilters() {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="kind" source="kind" choices={useChoices(COUPON_KINDS, 'console.coupons.kinds')} alwaysOn />,
    <SelectInput key="state" source="state" choices={useChoices(COUPON_STATES, 'console.coupons.states')} alwaysOn />,
  ];
}

const CouponListActions = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <TopToolbar>
      <CreateButton />
      <Button size="small" component={Link} to={`${basename}/coupon-batches`} startIcon={<AddIcon />}>{translate('console.coupons.batches')}</Button>
    </TopToolbar>
  );
};

export function CouponList() {
  const translate = useTranslate();
  const nameField = useNameField();
  return (
    <List filters={useCouponFilters()} actions={<CouponListActions />} exporter={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" />
        <TextField source={nameField} sortBy="name" label="resources.coupons.fields.name" />
        <FunctionField source="value" sortable={false} render={() => <CouponValue />} />
        <DateField source="validFrom" showTime />
        <DateField source="validUntil" showTime />
        <NumberField source="uses" />
        <FunctionField source="state" sortable={false} render={(row: AdminCoupon) => translate(`console.coupons.states.${row.state}`)} />
      </Datagrid>
    </List>
  );
}

/** The rules of a coupon or a batch: what it gives, from when to when, for whom and how often. */
function CouponRules() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name.tr" validate={required()} fullWidth />
      <TextInput source="name.en" validate={required()} fullWidth />
      <SelectInput source="kind" choices={useChoices(COUPON_KINDS, 'console.coupons.kinds')} validate={required()} />
      <FormDataConsumer>
        {({ formData }) => ((formData as Partial<AdminCouponRules>).kind === 'amount'
          ? <CurrencyAmountsInput source="amounts" />
          : <NumberInput source="percent" min={1} max={100} step={1} validate={required()} />)}
      </FormDataConsumer>
      <CurrencyAmountsInput source="minimums" />
      <DateTimeInput source="validFrom" />
      <DateTimeInput source="validUntil" />
      <SelectInput source="audience" choices={useChoices(COUPON_AUDIENCES, 'console.coupons.audiences')} validate={required()} />
      <NumberInput source="usesPerShopper" min={1} step={1} helperText={translate('console.coupons.usesPerShopperHelp')} />
      <NumberInput source="totalUses" min={1} step={1} helperText={translate('console.coupons.noLimitHelp')} />
      <BooleanInput source="firstOrderOnly" />
    </>
  );
}

const NEW_RULES = { kind: 'percent', percent: 10, amounts: [], minimums: [], audience: 'anyone', usesPerShopper: 1, firstOrderOnly: false };

/** The orders that used the coupon (coupon-uses), newest first. */
function CouponUses() {
  return (
    <Labeled label="console.coupons.usesTitle" fullWidth>
      <ReferenceManyField reference="coupon-uses" target="code" sort={{ field: 'usedAt', order: 'DESC' }} perPage={25}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoUses />}>
          <TextField source="orderNumber" sortable={false} />
          <TextField source="email" sortable={false} />
          <DateField source="usedAt" showTime />
          <DateField source="releasedAt" showTime sortable={false} />
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  );
}

function NoUses() {
  return <>{useTranslate()('console.coupons.noUses')}</>;
}

export const CouponEdit = () => (
  <Edit mutationMode="pessimistic" transform={(values: Record<string, unknown>) => couponInputOf(values)}>
    <SimpleForm>
      <TextInput source="code" disabled />
      <CouponRules />
      <BooleanInput source="withdrawn" />
      <CouponUses />
    </SimpleForm>
  </Edit>
);

export const CouponCreate = () => (
  <Create redirect="edit" transform={(values: Record<string, unknown>) => couponInputOf(values)} record={{ ...NEW_RULES, withdrawn: false }}>
    <SimpleForm>
      <TextInput source="code" validate={required()} helperText="console.coupons.codeHelp" />
      <CouponRules />
    </SimpleForm>
  </Create>
);

/** The batch's codes as CSV: the browser downloads them with the staff cookie (same origin, path /admin). */
function DownloadCodes() {
  const record = useRecordContext<AdminCouponBatch>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={`${STAFF_API}/coupon-batches/${record.id}/codes`} download onClick={(event) => event.stopPropagation()}>
      {translate('console.coupons.downloadCsv')}
    </Button>
  );
}

export function CouponBatchList() {
  const nameField = useNameField();
  return (
    <List exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="prefix" />
        <TextField source={nameField} sortable={false} label="resources.coupon-batches.fields.name" />
        <NumberField source="count" sortable={false} />
        <NumberField source="uses" sortable={false} />
        <DateField source="createdAt" showTime />
        <DownloadCodes />
      </Datagrid>
    </List>
  );
}

export const CouponBatchCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="list" transform={(values: Record<string, unknown>) => couponBatchInputOf(values)} record={{ ...NEW_RULES, count: 100 }}>
      <SimpleForm>
        <TextInput source="prefix" validate={required()} helperText={translate('console.coupons.prefixHelp')} />
        <NumberInput source="count" min={1} max={MAX_BATCH_CODES} step={1} validate={required()} />
        <CouponRules />
      </SimpleForm>
    </Create>
  );
};
