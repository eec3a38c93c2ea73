/** A message's body as text, as any encoding-agnostic reader would: workerd warns when `.text()` reads a form body. */
export async function bodyText(message: Pick<Body, "arrayBuffer">): Promise<string> {
	return new TextDecoder().decode(await message.arrayBuffer());
}
