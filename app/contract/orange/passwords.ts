import * as z from "zod";
import { newPasswordFields, tokenSchema } from "../common";
import { defineCall } from "../define";

/* Password calls: 204 on success, 422 with `errors` when refused; token calls 404 unknown, 410 used or expired. */

const updatePasswordSchema = z.object({ currentPassword: z.string(), ...newPasswordFields });

export const updatePassword = defineCall({
	api: "orange",
	method: "PATCH",
	path: "/update_passwords",
	auth: "bearer",
	body: updatePasswordSchema,
	successStatus: 204,
});

/** The forced change after two-factor; afterwards the current user's `securePassword` is on. */
export const forceUpdatePassword = defineCall({
	api: "orange",
	method: "PATCH",
	path: "/update_passwords/force_update",
	auth: "bearer",
	body: updatePasswordSchema,
	successStatus: 204,
});

export const checkActivationToken = defineCall({
	api: "orange",
	method: "GET",
	path: "/users/:activationToken/check",
	auth: "none",
	params: z.object({ activationToken: tokenSchema }),
	successStatus: 204,
});

const activateUserSchema = z.object({ activationToken: tokenSchema, ...newPasswordFields });

export const activateUser = defineCall({
	api: "orange",
	method: "POST",
	path: "/users/activate",
	auth: "none",
	body: activateUserSchema,
	successStatus: 204,
});

/** Sends the reset (or activation) mail; 204 whatever the address, so nobody learns who is a member. */
const requestPasswordResetSchema = z.object({ email: z.string() });

export const requestPasswordReset = defineCall({
	api: "orange",
	method: "POST",
	path: "/reset_passwords",
	auth: "none",
	body: requestPasswordResetSchema,
	successStatus: 204,
});

export const checkResetPasswordToken = defineCall({
	api: "orange",
	method: "GET",
	path: "/reset_passwords/:resetPasswordToken/check",
	auth: "none",
	params: z.object({ resetPasswordToken: tokenSchema }),
	successStatus: 204,
});

const resetPasswordSchema = z.object({ resetPasswordToken: tokenSchema, ...newPasswordFields });

/** docs/session.md does not list it among the token-free calls, but a member who forgot the password has none. */
export const resetPassword = defineCall({
	api: "orange",
	method: "POST",
	path: "/reset_passwords/reset",
	auth: "none",
	body: resetPasswordSchema,
	successStatus: 204,
});
