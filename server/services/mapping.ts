// Row ↔ API conversions shared by the services. Money is numeric(10,2) in the database: Drizzle
// hands it over as a string, and we write it as a fixed two-decimal string, never a float.
export const toMoney = (value: string | null): number | null =>
  value == null ? null : Number(value);

export const toMoneyColumn = (value: number | null | undefined): string | null =>
  value == null ? null : value.toFixed(2);

export const toIso = (value: Date): string => value.toISOString();
