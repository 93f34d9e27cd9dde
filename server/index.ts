import { main } from './main.ts';

// `npm start`: the server with the features of server/features.ts.
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
