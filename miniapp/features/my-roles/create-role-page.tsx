/** Route entry of `/my-roles/create`: the create-character wizard. */
export { CreateCharacterPage as CreateRolePage } from '../create-character/create-character-page.js';
