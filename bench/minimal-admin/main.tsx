/**
 * The smallest react-admin app built from the product's own dependencies: the baseline of
 * bench/bundle.ts. One resource, a guessed list, the simple REST data provider, react-admin's
 * default (English) messages. Not part of the product.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
