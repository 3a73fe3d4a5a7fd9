/* check_sha256.c: SHA-256 against the examples of FIPS 180-4. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "sha256.h"

/* The standard's one-block and two-block examples, and the empty text. */
START_TEST(test_sha256_examples)
{
	char	 hex[SHA256_HEX + 1];

	sha256_hex("abc", 3, hex);
	ck_assert_str_eq(hex, "ba7816bf8f01cfea414140de5dae2223"
	    "b00361a396177a9cb410ff61f20015ad");
	sha256_hex("", 0, hex);
	ck_assert_str_eq(hex, "e3b0c44298fc1c149afbf4c8996fb924"
	    "27ae41e4649b934ca495991b7852b855");
	sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	    56, hex);
	ck_assert_str_eq(hex, "248d6a61d20638b8e5c026930c3e6039"
	    "a33ce45964ff2167f6ecedd419db06c1");
}
END_TEST

/* A million a's, taken in pieces of every size: the pieces do not change
 * the digest. */
START_TEST(test_sha256_million)
{
	struct sha256	 s;
	unsigned char	 d[SHA256_BYTES], a[1000];
	size_t		 left = 1000000, n, piece = 1;
	char		 hex[SHA256_HEX + 1];
	int		 i;

	memset(a, 'a', sizeof a);
	sha256_init(&s);
	while (left > 0) {
		n = piece < left ? piece : left;
		sha256_update(&s, a, n);
		left -= n;
		piece = piece % 999 + 1;
	}
	sha256_final(&s, d);
	for (i = 0; i < SHA256_BYTES; i++)
		snprintf(hex + 2 * i, 3, "%02x", d[i]);
	ck_assert_str_eq(hex, "cdc76e5c9914fb9281a1c7e284d73e67"
	    "f1809a48a497200e046d39ccc7112cd0");
}
END_TEST

/* Lengths at the block's edge: 55 bytes, the most one block holds with
 * the padding, and 64, whose padding takes a block of its own. */
START_TEST(test_sha256_edges)
{
	char	 hex[SHA256_HEX + 1], text[65];

	memset(text, 'a', sizeof text);
	sha256_hex(text, 55, hex);
	ck_assert_str_eq(hex, "9f4390f8d30c2dd92ec9f095b65e2b9a"
	    "e9b0a925a5258e241c9f1e910f734318");
	sha256_hex(text, 64, hex);
	ck_assert_str_eq(hex, "ffe054fe7ae0cb6dc65c3af9b61d5209"
	    "f439851db43d0ba5997337df154668eb");
}
END_TEST

Suite *
suite_sha256(void)
{
	Suite	*s = suite_create("sha256");
	TCase	*tc = tcase_create("sha256");

	tcase_add_test(tc, test_sha256_examples);
	tcase_add_test(tc, test_sha256_million);
	tcase_add_test(tc, test_sha256_edges);
	suite_add_tcase(s, tc);
	return (s);
}
