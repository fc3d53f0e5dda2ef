/** 13800000000 → 138****0000. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '*'.repeat(mobile.length);
}

/** 张三丰 → 张**: the family name stays. */
export function maskRealName(name: string): string {
  const characters = [...name];
  return characters[0] + '*'.repeat(characters.length - 1);
}

/** The first three and the last four characters of an ID number stay. */
export function maskIdNumber(idNumber: string): string {
  return idNumber.slice(0, 3) + '*'.repeat(idNumber.length - 7) + idNumber.slice(-4);
}
