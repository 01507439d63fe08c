/**
 * The template form's labels, apart from the schemas (src/contract/templates.ts): the audit trail
 * names a changed field with them and loads no schema for it.
 */
export const TEMPLATE_NAME_LABEL = 'Name';
export const TEMPLATE_BODY_LABEL = 'Message';
export const TEMPLATE_GROUP_LABEL = 'Group';
