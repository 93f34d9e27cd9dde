// STUB (resource-screens helper replaces): resources.<name>.* labels.
export const resourcesEn = {};
