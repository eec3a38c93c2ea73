/**
 * An enumeration is written once, as a record of value → Japanese label in the contract's order;
 * its list of values (for zod and for choices on screen) is read off the record.
 */
export function valuesOf<Value extends string>(labels: Readonly<Record<Value, string>>): readonly [Value, ...Value[]] {
	return Object.keys(labels) as [Value, ...Value[]];
}
