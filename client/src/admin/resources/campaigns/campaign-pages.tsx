import { Button } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  AutocompleteArrayInput, Create, Datagrid, DateField, DateTimeInput, Edit, FormDataConsumer, FunctionField, List, NumberInput, ReferenceArrayInput,
  SearchInput, SelectInput, SimpleForm, TextField, TextInput, TopToolbar, required,
} from 'react-admin';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import { CAMPAIGN_KINDS, CAMPAIGN_STATES, type AdminCampaign } from '../../../../../contracts/admin/campaigns';
import { STAFF_API } from '../../console-address';
import { staffFetch } from '../../data/staff-http';
import { useNameField } from '../localized-name';
import { campaignInputOf, PERCENT_KINDS, THRESHOLD_KINDS } from './campaign-record';
import { CurrencyAmountsInput } from './currency-amounts-input';

function useChoices(words: readonly string[], prefix: string) {
  const translate = useTranslate();
  return words.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
}

/** The list's filters are the server's (contracts/admin/list-query.ts): kind, state, words of the names. */
function useCampaignFilters() {
  const kinds = useChoices(CAMPAIGN_KINDS, 'console.campaigns.kinds');
  const states = useChoices(CAMPAIGN_STATES, 'console.campaigns.states');
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="kind" source="kind" choices={kinds} alwaysOn />,
    <SelectInput key="state" source="state" choices={states} alwaysOn />,
  ];
}

/** Pause or resume: its own step on the server (POST …/pause, …/resume), audited, the shop told at once. */
export function PauseResumeButton() {
  const record = useRecordContext<AdminCampaign>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const step = record.active ? 'pause' : 'resume';
  const run = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await staffFetch(`${STAFF_API}/campaigns/${record.id}/${step}`, { method: 'POST' });
      notify(`console.campaigns.${step}d`, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={(event) => { void run(event); }} startIcon={record.active ? <PauseIcon /> : <PlayArrowIcon />}>
      {translate(`console.campaigns.${step}`)}
    </Button>
  );
}

export function CampaignList() {
  const translate = useTranslate();
  const nameField = useNameField();
  return (
    <List filters={useCampaignFilters()} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source={nameField} sortBy="name" label="resources.campaigns.fields.name" />
        <FunctionField source="kind" render={(row: AdminCampaign) => translate(`console.campaigns.kinds.${row.kind}`)} />
        <FunctionField source="percent" sortable={false} render={(row: AdminCampaign) => (row.percent === null ? '' : `%${row.percent}`)} />
        <DateField source="startsAt" showTime />
        <DateField source="endsAt" showTime />
        <FunctionField source="state" sortable={false} render={(row: AdminCampaign) => translate(`console.campaigns.states.${row.state}`)} />
        <PauseResumeButton />
      </Datagrid>
    </List>
  );
}

/** What the kind prices: a percent, thresholds per currency, amounts per currency; nothing for buy-2-get-1. */
function KindFigures({ kind }: { kind: AdminCampaign['kind'] | undefined }) {
  return (
    <>
      {kind && PERCENT_KINDS.includes(kind) && <NumberInput source="percent" min={1} max={100} step={1} validate={required()} />}
      {kind && THRESHOLD_KINDS.includes(kind) && <CurrencyAmountsInput source="thresholds" />}
      {kind === 'amount-off' && <CurrencyAmountsInput source="amounts" />}
    </>
  );
}

function CampaignForm() {
  const nameField = useNameField();
  const translate = useTranslate();
  const kinds = useChoices(CAMPAIGN_KINDS, 'console.campaigns.kinds');
  return (
    <SimpleForm>
      <SelectInput source="kind" choices={kinds} validate={required()} />
      <TextInput source="name.tr" validate={required()} fullWidth helperText={translate('console.campaigns.badgeHelp')} />
      <TextInput source="name.en" validate={required()} fullWidth />
      <TextInput source="description.tr" fullWidth />
      <TextInput source="description.en" fullWidth />
      <FormDataConsumer>{({ formData }) => <KindFigures kind={(formData as Partial<AdminCampaign>).kind} />}</FormDataConsumer>
      <ReferenceArrayInput source="productIds" reference="products"><AutocompleteArrayInput optionText="sku" helperText={translate('console.campaigns.scopeHelp')} /></ReferenceArrayInput>
      <ReferenceArrayInput source="brandIds" reference="brands"><AutocompleteArrayInput optionText="name" /></ReferenceArrayInput>
      <ReferenceArrayInput source="categoryIds" reference="categories"><AutocompleteArrayInput optionText={nameField} /></ReferenceArrayInput>
      <DateTimeInput source="startsAt" />
      <DateTimeInput source="endsAt" />
      <NumberInput source="sortOrder" min={0} step={1} validate={required()} />
    </SimpleForm>
  );
}

const transform = (values: Record<string, unknown>) => campaignInputOf(values);

const EditActions = () => <TopToolbar><PauseResumeButton /></TopToolbar>;

export const CampaignEdit = () => <Edit mutationMode="pessimistic" transform={transform} actions={<EditActions />}><CampaignForm /></Edit>;
export const CampaignCreate = () => (
  <Create redirect="list" transform={transform} record={{ kind: 'cart-discount', sortOrder: 100, productIds: [], brandIds: [], categoryIds: [], thresholds: [], amounts: [] }}>
    <CampaignForm />
  </Create>
);
