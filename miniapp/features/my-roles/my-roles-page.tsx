/** Route entry of `/my-roles`: the user's own characters (the create-character feature). */
export { MyRolesPage } from '../create-character/my-roles-page.js';
