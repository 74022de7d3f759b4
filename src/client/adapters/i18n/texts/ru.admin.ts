import admin from '../../../../../locales/ru/admin.json';

/** The admin area's texts in one language: fetched only when an admin page opens. */
export default admin;
