import { ArrayInput, AutocompleteInput, FormDataConsumer, NumberInput, ReferenceInput, SimpleFormIterator, required } from 'react-admin';
import type { CurrencyAmount } from '../../../../../contracts/admin/campaigns';
import { useCurrencyDecimals } from '../products/currency-decimals';
import { majorOf, minorOf, minorStep } from '../products/money-input';

function Amount({ currencyId }: { currencyId: number | undefined }) {
  const decimals = useCurrencyDecimals().of(currencyId);
  return (
    <NumberInput source="amount" min={0} step={minorStep(decimals)} validate={required()}
      format={(value: number | null | undefined) => majorOf(value, decimals)} parse={(value: string) => minorOf(value, decimals)} />
  );
}

/**
 * Amounts per currency (thresholds, amounts, minimums): a row per currency, typed in major units
 * and sent in minor units of that currency (contracts/admin/campaigns.ts).
 */
export function CurrencyAmountsInput({ source }: { source: string }) {
  return (
    <ArrayInput source={source}>
      <SimpleFormIterator inline>
        <ReferenceInput source="currencyId" reference="currencies"><AutocompleteInput optionText="code" validate={required()} /></ReferenceInput>
        <FormDataConsumer>
          {({ scopedFormData }) => <Amount currencyId={(scopedFormData as Partial<CurrencyAmount> | undefined)?.currencyId} />}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
