/** The tuning scripts' command-line options: `--name value`. */

export const option = (name: string, fallback?: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is needed`);
  return value;
};

export const whole = (name: string, fallback: string, min: number): number => {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number, ${min} or more`);
  return value;
};
