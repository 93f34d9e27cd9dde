// react-admin's own status pages, in a chunk of their own: loaded only when one is shown (AdminShell).
export { AccessDenied, AuthenticationError, Error as ErrorPage } from 'react-admin';
