import { createStore } from 'jotai';

/** The one jotai store: given to <Provider> and used by the api client outside React. */
export const appStore = createStore();
