import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('admin-root')!).render(
  <BrowserRouter>
    <Admin basename="/admin" dataProvider={simpleRestProvider('/admin/api')}>
      <Resource name="products" list={ListGuesser} />
    </Admin>
  </BrowserRouter>,
);
