const numberFormat = new Intl.NumberFormat('en-US');

/** 50000 -> "50,000". */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** Pakistani rupee amounts as the landing copy shows them: "Rs 1,000". */
export const formatRupees = (value: number): string => `Rs ${numberFormat.format(value)}`;
