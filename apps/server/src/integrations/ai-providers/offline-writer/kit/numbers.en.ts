import { formatMoney, formatNumber, formatPercent, type NumberFormats } from "./numbers.ts";

export const numbersEn: NumberFormats = {
  number: formatNumber,
  money: formatMoney,
  percent: formatPercent,
};
