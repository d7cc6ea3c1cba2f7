import {
  AutocompleteInput, Create, Datagrid, Edit, List, NumberInput, ReferenceField, ReferenceInput, SearchInput, SelectInput, SimpleForm, TextField, TextInput, required,
} from 'react-admin';
import { useNameField } from './localized-name';

/** One field of a small catalogue record: text, or a reference to another resource shown by its name. */
export interface SimpleField {
  source: string;
  required?: boolean;
  /** The resource it points to (a category's parent ...). */
  reference?: string;
  number?: boolean;
  /** The list's sort field for this column (the route's name for it), or false: not sortable. */
  sortBy?: string | false;
  /** The only values it takes, chosen from a list, each shown as console.choices.{value}. */
  choices?: readonly string[];
}

// `source` is a prop of its own: the list's header reads it for the column's label and sort.
function ReferenceName({ source, reference }: { source: string; reference: string; sortable?: boolean }) {
  const nameField = useNameField();
  return <ReferenceField source={source} reference={reference} link={false}><TextField source={nameField} /></ReferenceField>;
}

function SimpleInput({ field }: { field: SimpleField }) {
  const nameField = useNameField();
  const validate = field.required ? required() : undefined;
  if (field.reference) {
    return <ReferenceInput source={field.source} reference={field.reference}><AutocompleteInput optionText={nameField} validate={validate} /></ReferenceInput>;
  }
  if (field.choices) return <SelectInput source={field.source} validate={validate} choices={field.choices.map((id) => ({ id, name: `console.choices.${id}` }))} />;
  return field.number ? <NumberInput source={field.source} validate={validate} step={1} /> : <TextInput source={field.source} validate={validate} />;
}

/**
 * List, edit and create pages of a small catalogue record (brands, categories, product types):
 * the same shape for each, sorted, searched and paged by the server.
 */
export function simpleResource(fields: SimpleField[]) {
  const form = <SimpleForm>{fields.map((field) => <SimpleInput key={field.source} field={field} />)}</SimpleForm>;
  return {
    list: () => (
      <List filters={[<SearchInput key="q" source="q" alwaysOn />]} perPage={25} exporter={false}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          {fields.map((field) => (field.reference
            ? <ReferenceName key={field.source} source={field.source} reference={field.reference} sortable={false} />
            : <TextField key={field.source} source={field.source} sortable={field.sortBy !== false} sortBy={field.sortBy || undefined} />))}
        </Datagrid>
      </List>
    ),
    edit: () => <Edit mutationMode="pessimistic">{form}</Edit>,
    create: () => <Create redirect="list">{form}</Create>,
  };
}

// Fields and sorts as contracts/admin/catalogue.ts has them; an empty slug is made from the name by the server.
export const brandPages = simpleResource([{ source: 'name', required: true }, { source: 'slug' }]);
export const categoryPages = simpleResource([
  { source: 'name.tr', required: true, sortBy: 'name' }, { source: 'name.en', required: true, sortBy: false }, { source: 'parentId', reference: 'categories' },
  { source: 'slug.tr', sortBy: false }, { source: 'slug.en', sortBy: false }, { source: 'sortOrder', number: true, required: true },
]);
// Words that mean the same to shoppers, per language (issue 31 item 3): used both ways at once by the shop's search.
export const synonymPages = simpleResource([
  { source: 'culture', required: true, choices: ['tr', 'en'] }, { source: 'term', required: true }, { source: 'synonym', required: true },
]);
export const productTypePages = simpleResource([{ source: 'code', required: true }, { source: 'name.tr', required: true, sortBy: 'name' }, { source: 'name.en', required: true, sortBy: false }]);
