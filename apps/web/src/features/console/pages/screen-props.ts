/** What a console screen gets from routes/console.tsx: the parameters of its address. */
export type ScreenProps = { params: Readonly<Record<string, string | undefined>> };
