import { DocumentCreate } from './DocumentCreate.tsx';
import { DocumentList } from './DocumentList.tsx';
import { DocumentShow } from './DocumentShow.tsx';

/** Documents are uploaded, not typed in: the list gets an upload dialog, and "create" is that dialog. */
export const overrides = { list: DocumentList, create: DocumentCreate, show: DocumentShow };
