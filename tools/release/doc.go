// Package release holds the test of what scripts/release makes: each
// archive, the Debian packages and the checksums, opened and read as a
// player's computer would (release_test.go). scripts/test runs it after
// scripts/release, with ANNA_RELEASE_DIST naming the folder; without it
// the test is skipped, since a release takes minutes.
package release
