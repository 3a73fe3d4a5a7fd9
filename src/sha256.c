/*
 * sha256.c: SHA-256 as FIPS 180-4 defines it: the message padded with a
 * one bit, zeros and its length in bits to a multiple of 512 bits, each
 * block of which goes through 64 rounds on eight 32-bit words.  Checked
 * against the standard's examples (tests/check_sha256.c).
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <string.h>

#include "sha256.h"

/* The first 32 bits of the fractional parts of the cube roots of the
 * first 64 primes. */
static const uint32_t sha256_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

static uint32_t
sha256_rotr(uint32_t x, int n)
{
	return ((x >> n) | (x << (32 - n)));
}

/* Takes one 64-byte block into the state. */
static void
sha256_block(struct sha256 *s, const unsigned char *p)
{
	uint32_t	 w[64], a, b, c, d, e, f, g, h, t1, t2, s0, s1;
	int		 i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		    (uint32_t)p[4 * i + 2] << 8 | (uint32_t)p[4 * i + 3];
	for (; i < 64; i++) {
		s0 = sha256_rotr(w[i - 15], 7) ^ sha256_rotr(w[i - 15], 18) ^
		    (w[i - 15] >> 3);
		s1 = sha256_rotr(w[i - 2], 17) ^ sha256_rotr(w[i - 2], 19) ^
		    (w[i - 2] >> 10);
		w[i] = w[i - 16] + s0 + w[i - 7] + s1;
	}
	a = s->h[0], b = s->h[1], c = s->h[2], d = s->h[3];
	e = s->h[4], f = s->h[5], g = s->h[6], h = s->h[7];
	for (i = 0; i < 64; i++) {
		s1 = sha256_rotr(e, 6) ^ sha256_rotr(e, 11) ^ sha256_rotr(e, 25);
		t1 = h + s1 + ((e & f) ^ (~e & g)) + sha256_k[i] + w[i];
		s0 = sha256_rotr(a, 2) ^ sha256_rotr(a, 13) ^ sha256_rotr(a, 22);
		t2 = s0 + ((a & b) ^ (a & c) ^ (b & c));
		h = g, g = f, f = e, e = d + t1;
		d = c, c = b, b = a, a = t1 + t2;
	}
	s->h[0] += a, s->h[1] += b, s->h[2] += c, s->h[3] += d;
	s->h[4] += e, s->h[5] += f, s->h[6] += g, s->h[7] += h;
}

/* Starts a digest: the first 32 bits of the fractional parts of the
 * square roots of the first 8 primes. */
void
sha256_init(struct sha256 *s)
{
	static const uint32_t	 h0[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
	};

	memcpy(s->h, h0, sizeof s->h);
	s->length = 0;
	s->used = 0;
}

/* Takes len more bytes of the message. */
void
sha256_update(struct sha256 *s, const void *data, size_t len)
{
	const unsigned char	*p = data;
	size_t			 n;

	s->length += len;
	while (len > 0) {
		n = sizeof s->block - s->used;
		if (n > len)
			n = len;
		memcpy(s->block + s->used, p, n);
		s->used += n;
		p += n;
		len -= n;
		if (s->used == sizeof s->block) {
			sha256_block(s, s->block);
			s->used = 0;
		}
	}
}

/* Pads the message, and writes its digest. */
void
sha256_final(struct sha256 *s, unsigned char out[SHA256_BYTES])
{
	uint64_t	 bits = s->length * 8;
	int		 i;

	s->block[s->used++] = 0x80;
	if (s->used > 56) {
		memset(s->block + s->used, 0, sizeof s->block - s->used);
		sha256_block(s, s->block);
		s->used = 0;
	}
	memset(s->block + s->used, 0, 56 - s->used);
	for (i = 0; i < 8; i++)
		s->block[56 + i] = (unsigned char)(bits >> (56 - 8 * i));
	sha256_block(s, s->block);
	for (i = 0; i < SHA256_BYTES; i++)
		out[i] = (unsigned char)(s->h[i / 4] >> (24 - 8 * (i % 4)));
}

/* The digest of len bytes, in lower-case hex. */
void
sha256_hex(const void *data, size_t len, char out[SHA256_HEX + 1])
{
	static const char	 digits[] = "0123456789abcdef";
	struct sha256		 s;
	unsigned char		 d[SHA256_BYTES];
	int			 i;

	sha256_init(&s);
	sha256_update(&s, data, len);
	sha256_final(&s, d);
	for (i = 0; i < SHA256_BYTES; i++) {
		out[2 * i] = digits[d[i] >> 4];
		out[2 * i + 1] = digits[d[i] & 15];
	}
	out[SHA256_HEX] = '\0';
}
