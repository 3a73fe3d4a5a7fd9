/*
 * sha256.h: SHA-256 (FIPS 180-4), for the hub's promise of its dice: a
 * digest of the secret it draws them from, told before the first roll.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_SHA256_H
#define TABULA_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_BYTES	32
#define SHA256_HEX	(2 * SHA256_BYTES)	/* its length in hex */

struct sha256 {
	uint32_t	 h[8];
	uint64_t	 length;	/* bytes taken in all */
	unsigned char	 block[64];
	size_t		 used;		/* bytes of block taken */
};

void	sha256_init(struct sha256 *);
void	sha256_update(struct sha256 *, const void *, size_t);
void	sha256_final(struct sha256 *, unsigned char[SHA256_BYTES]);
void	sha256_hex(const void *, size_t, char[SHA256_HEX + 1]);

#endif
