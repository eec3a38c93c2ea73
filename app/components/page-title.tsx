import { PRODUCT_NAME } from "#app/contract/brand";

/** React 19 hoists <title> into <head>; every page names itself. */
export function PageTitle({ children }: { children: string }) {
	return <title>{`${children}｜${PRODUCT_NAME}`}</title>;
}
