import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type FormEvent, type KeyboardEvent, type MouseEvent, useRef } from "react";
import { FieldErrors } from "#app/components/form";
import { type ReplacedAddress, replacedAddressOf, staleAddressAction, typedAddressLabel } from "../address-match";
import { addressLabel, fillAddress } from "../contact-detail";
import {
	formatPostalCode,
	type PostalAddress,
	type PostalLookupResult,
	type PostalPart,
	parsePostalCode,
	postalCodeOfParts,
	postalLookupPath,
	splitPostalCode,
} from "../postal-code";
import { controlValue, setControlValue } from "./dom";

/** The outcome of a postal-code search, from the browser's lookup or the server's (「住所を検索」 without JavaScript). */
export type PostalLookupState =
	| { kind: "incomplete" }
	| { kind: "two-codes" }
	| { kind: "failed"; code: string }
	| { kind: "none"; code: string; stale?: StaleAddress }
	| { kind: "filled"; code: string; address: PostalAddress; replaced?: ReplacedAddress | undefined }
	| { kind: "choose"; code: string; addresses: PostalAddress[]; stale?: StaleAddress };

/** An address typed before the code changed that the new code does not fit: cleared, or flagged for checking. */
type StaleAddress = { action: "clear" | "flag"; label: string };

function staleText(stale: StaleAddress | undefined): string {
	if (!stale) return "";
	return stale.action === "clear"
		? `郵便番号が変わったため、入力済みの住所（${stale.label}）を消去しました。`
		: `入力済みの住所（${stale.label}）がこの郵便番号と合っているかご確認ください。`;
}

type AddressLines = { prefecture: string; city: string; street: string };
const ADDRESS_LINES = ["prefecture", "city", "street"] as const satisfies readonly (keyof AddressLines)[];

function sameLines(a: AddressLines, b: AddressLines): boolean {
	return a.prefecture === b.prefecture && a.city === b.city && a.street === b.street;
}

/** Submit-button value that picks candidate `index` when the form is posted without JavaScript. */
function pickIntent(index: number): string {
	return `pick:${index}`;
}

function statusText(lookup: PostalLookupState | null): string {
	if (!lookup) return "";
	switch (lookup.kind) {
		case "incomplete":
			return "郵便番号を3桁と4桁で入力してから検索してください。";
		case "two-codes":
			return "郵便番号が前半・後半の両方の欄に7桁で入力されています。正しい郵便番号を1つだけ入力してから検索してください。";
		case "failed":
			return "住所を検索できませんでした。お手数ですが住所を入力してください。";
		case "none":
			return `〒${formatPostalCode(lookup.code)} に該当する住所が見つかりませんでした。${staleText(lookup.stale)}住所を入力してください。`;
		case "filled":
			return lookup.replaced
				? `住所を入力しました：${addressLabel(lookup.address)}。郵便番号が変わったため、入力済みの住所（${lookup.replaced.label}）を置き換えました。番地${lookup.replaced.building ? "と建物名・部屋番号" : ""}をご確認ください。`
				: `住所を入力しました：${addressLabel(lookup.address)}。続けて番地などを入力してください。`;
		case "choose":
			return `〒${formatPostalCode(lookup.code)} に該当する住所が${lookup.addresses.length}件あります。${staleText(lookup.stale)}住所を選んでください。`;
	}
}

type Part = FieldMetadata<string | undefined | null>;

/** Room in each box for a whole code as members paste it: 「〒 530-0001」. */
const WHOLE_CODE_MAX_LENGTH = 10;

/**
 * 郵便番号 in two parts (3 + 4 digits) with address search. A whole code typed
 * or pasted into the first part is split; once both parts are complete the
 * browser asks our own /api/postal_codes and fills prefecture, city and town.
 * Without JavaScript 「住所を検索」 posts the form and the server does the same.
 */
export function PostalCodeFields({
	first,
	second,
	serverLookup,
	clientLookup,
	onClientLookup: setClientLookup,
	wholeCodeErrors,
	required,
}: {
	first: Part;
	second: Part;
	serverLookup: PostalLookupState | null;
	/** The browser's last lookup, held by the page: the address fields below say what it replaced. */
	clientLookup: PostalLookupState | null;
	onClientLookup: (lookup: PostalLookupState | null) => void;
	/** The API's `postalCodeType` messages: about the code as a whole (e.g. it does not exist). */
	wholeCodeErrors: readonly string[] | undefined;
	required: boolean;
}) {
	const lookup = clientLookup ?? serverLookup;
	const searched = useRef<string | null>(null);
	const searchButton = useRef<HTMLButtonElement>(null);
	/** What the last lookup put into the address lines (a server-side one included). */
	const lastFill = useRef<{ prefecture: string; city: string; street: string } | null>(
		serverLookup?.kind === "filled" ? fillAddress({}, serverLookup.address) : null,
	);
	const hintId = `${first.id}-hint`;
	const wholeErrorId = `${first.id}-whole-errors`;
	const statusId = `${first.id}-status`;

	const partProps = (field: Part) => {
		const { key, ...props } = getInputProps(field, { type: "text", ariaDescribedBy: hintId });
		if (wholeCodeErrors?.length) {
			props["aria-invalid"] = true;
			props["aria-describedby"] = [props["aria-describedby"], wholeErrorId].filter(Boolean).join(" ");
		}
		return { key, props };
	};

	function addressLines(form: HTMLFormElement): AddressLines {
		return {
			prefecture: controlValue(form, "prefecture"),
			city: controlValue(form, "city"),
			street: controlValue(form, "street"),
		};
	}

	/**
	 * Puts the found address into the lines. When the member typed into them while the search ran, or
	 * is in one of them now, what they typed belongs to this code and stays: only lines still empty and
	 * not in use are filled (text put under the member's cursor would join what they type next).
	 */
	function fill(form: HTMLFormElement, code: string, address: PostalAddress, typedMeanwhile = false) {
		const typed = { ...addressLines(form), building: controlValue(form, "building") };
		const found = fillAddress(typed, address);
		const line = (name: keyof AddressLines) =>
			typed[name] !== "" || form.elements.namedItem(name) === document.activeElement ? typed[name] : found[name];
		const filled = typedMeanwhile
			? { prefecture: line("prefecture"), city: line("city"), street: line("street") }
			: found;
		setControlValue(form, "prefecture", filled.prefecture);
		setControlValue(form, "city", filled.city);
		setControlValue(form, "street", filled.street);
		lastFill.current = filled;
		if (!typedMeanwhile) {
			setClientLookup({ kind: "filled", code, address, replaced: replacedAddressOf(typed, filled) });
		} else {
			setClientLookup(sameLines(filled, typed) ? null : { kind: "filled", code, address });
		}
	}

	/** A new code that filled nothing: clear or flag the address typed for the old one. */
	function staleAddress(form: HTMLFormElement, candidates: readonly PostalAddress[]): StaleAddress | undefined {
		const typed = addressLines(form);
		const filled = lastFill.current;
		const filledByLookup =
			filled !== null &&
			typed.prefecture === filled.prefecture &&
			typed.city === filled.city &&
			typed.street.startsWith(filled.street);
		const action = staleAddressAction(typed, candidates, filledByLookup);
		if (!action) return undefined;
		if (action === "clear") {
			for (const name of ["prefecture", "city", "street"]) setControlValue(form, name, "");
			lastFill.current = null;
		}
		return { action, label: typedAddressLabel(typed) };
	}

	async function search(form: HTMLFormElement, code: string) {
		searched.current = code;
		const before = addressLines(form);
		try {
			const response = await fetch(postalLookupPath(code), { headers: { Accept: "application/json" } });
			if (!response.ok) throw new Error(`postal lookup answered ${response.status}`);
			const result = (await response.json()) as PostalLookupResult;
			if (searched.current !== code) return; // the member has typed another code meanwhile
			const inALine = ADDRESS_LINES.some((name) => form.elements.namedItem(name) === document.activeElement);
			const typedMeanwhile = inALine || !sameLines(addressLines(form), before);
			const [only, ...others] = result.addresses;
			if (only && others.length === 0) fill(form, code, only, typedMeanwhile);
			else {
				const stale = typedMeanwhile ? undefined : staleAddress(form, result.addresses);
				setClientLookup(
					only ? { kind: "choose", code, addresses: result.addresses, stale } : { kind: "none", code, stale },
				);
			}
		} catch {
			if (searched.current === code) setClientLookup({ kind: "failed", code });
		}
	}

	function partsOf(form: HTMLFormElement) {
		return { first: controlValue(form, first.name), second: controlValue(form, second.name) };
	}

	function onInput(event: FormEvent<HTMLInputElement>) {
		const form = event.currentTarget.form;
		if (!form) return;
		const typed = partsOf(form);
		const edited: PostalPart = event.currentTarget.name === second.name ? "second" : "first";
		const parts = splitPostalCode(typed.first, typed.second, edited);
		if (parsePostalCode(typed[edited]) !== null) {
			// 「5300001」「530-0001」 typed or pasted into either box: the new code replaces both boxes.
			// Only then is a box rewritten: a part still being typed (an IME composing) is left alone.
			setControlValue(form, first.name, parts.first);
			setControlValue(form, second.name, parts.second);
		}
		const code = postalCodeOfParts(parts.first, parts.second);
		if (!code) {
			searched.current = null;
			setClientLookup(null);
		} else if (code !== searched.current) {
			void search(form, code);
		}
	}

	function onSearch(event: MouseEvent<HTMLButtonElement>) {
		const form = event.currentTarget.form;
		if (!form) return;
		event.preventDefault();
		const parts = partsOf(form);
		const code = postalCodeOfParts(parts.first, parts.second);
		if (code) void search(form, code);
		else setClientLookup({ kind: "incomplete" });
	}

	/** Enter in a postal box searches (the form's default button would go to the confirmation). */
	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key !== "Enter" || event.nativeEvent.isComposing || event.keyCode === 229) return;
		event.preventDefault();
		searchButton.current?.click();
	}

	/** One box of the two: its own hidden label, both sharing the hint, the errors and the handlers. */
	function partInput(
		field: Part,
		label: string,
		{ className, autoComplete, maxLength }: { className: string; autoComplete: string; maxLength: number },
	) {
		const { key, props } = partProps(field);
		return (
			<>
				<label htmlFor={field.id} className="visually-hidden">
					{label}
				</label>
				<input
					key={key}
					{...props}
					className={`field__input ${className}`}
					inputMode="numeric"
					autoComplete={autoComplete}
					maxLength={maxLength}
					onInput={onInput}
					onKeyDown={onKeyDown}
				/>
			</>
		);
	}

	return (
		<fieldset className="field lime-postal">
			<legend className="field__label">
				郵便番号{required ? <span className="field__required">必須</span> : null}
			</legend>
			<p className="field__hint" id={hintId}>
				半角・全角どちらの数字でも入力できます。7桁まとめて（例：1000001、100-0001）入力すると、どちらの欄に入力しても前半と後半に分けて入ります。
			</p>
			<div className="lime-postal__parts">
				<span aria-hidden="true">〒</span>
				{partInput(first, "郵便番号（前半3桁）", {
					className: "lime-postal__first",
					autoComplete: "postal-code",
					maxLength: WHOLE_CODE_MAX_LENGTH,
				})}
				<span aria-hidden="true">-</span>
				{partInput(second, "郵便番号（後半4桁）", {
					className: "lime-postal__second",
					autoComplete: "off",
					maxLength: WHOLE_CODE_MAX_LENGTH,
				})}
				<button
					ref={searchButton}
					type="submit"
					name="intent"
					value="lookup"
					formNoValidate
					className="button button--secondary lime-postal__search"
					aria-describedby={statusId}
					onClick={onSearch}
				>
					住所を検索
				</button>
			</div>
			<FieldErrors field={first} />
			<FieldErrors field={second} />
			{wholeCodeErrors?.length ? (
				<div className="field__errors" id={wholeErrorId} role="alert">
					{wholeCodeErrors.map((message) => (
						<p key={message}>{message}</p>
					))}
				</div>
			) : null}
			<p className="lime-postal__status" id={statusId} role="status">
				{statusText(lookup)}
			</p>
			{lookup?.kind === "choose" ? (
				<ul className="lime-candidates" aria-label="該当する住所">
					{lookup.addresses.map((address, index) => (
						<li key={addressLabel(address)}>
							<button
								type="submit"
								name="intent"
								value={pickIntent(index)}
								formNoValidate
								className="button lime-candidates__button"
								onClick={(event) => {
									const form = event.currentTarget.form;
									if (!form) return;
									event.preventDefault();
									fill(form, lookup.code, address);
									// The chosen button is gone: carry on where the block number goes.
									const street = form.elements.namedItem("street");
									if (street instanceof HTMLInputElement) street.focus();
								}}
							>
								{addressLabel(address)}
							</button>
						</li>
					))}
				</ul>
			) : null}
		</fieldset>
	);
}
