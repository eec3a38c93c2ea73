import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { cloudflareContext } from "../../workers/app";
import { Welcome } from "../welcome/welcome";

export function meta() {
	return [{ title: "New React Router App" }, { name: "description", content: "Welcome to React Router!" }];
}

export function loader({ context }: LoaderFunctionArgs) {
	return { message: context.get(cloudflareContext).env.VALUE_FROM_CLOUDFLARE };
}

export default function Home() {
	const { message } = useLoaderData<typeof loader>();
	return <Welcome message={message} />;
}
