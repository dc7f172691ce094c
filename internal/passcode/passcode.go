// Package passcode keeps a code a person chose (the arbiter's code of a
// game for rating) as a salted hash: the state file holds the hash, never
// the code, and a code typed later is checked against it. The hash is
// PBKDF2 with SHA-256 (RFC 8018, crypto/pbkdf2): a code a person can type
// is short, and the iterations make each guess at a stolen file cost
// time; at the keyboard, one check takes a few hundredths of a second.
package passcode

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
)

// Iterations is how many times New hashes a code.
const Iterations = 100_000

const (
	saltLen = 16
	keyLen  = 32
	kdf     = "pbkdf2-sha256"
)

// Hash is a code kept as its hash, as a state file writes it.
type Hash struct {
	KDF  string `json:"kdf"`
	Iter int    `json:"iter"`
	Salt []byte `json:"salt"` // base64 in JSON
	Key  []byte `json:"key"`
}

// New hashes a code with a fresh random salt.
func New(code string) (Hash, error) {
	salt := make([]byte, saltLen)
	rand.Read(salt) // never fails (crypto/rand)
	key, err := pbkdf2.Key(sha256.New, code, salt, Iterations, keyLen)
	if err != nil {
		return Hash{}, fmt.Errorf("passcode: %w", err)
	}
	return Hash{KDF: kdf, Iter: Iterations, Salt: salt, Key: key}, nil
}

// Matches reports whether code is the code hashed, comparing in constant
// time.
func (h Hash) Matches(code string) bool {
	if h.Check() != nil {
		return false
	}
	key, err := pbkdf2.Key(sha256.New, code, h.Salt, h.Iter, len(h.Key))
	return err == nil && subtle.ConstantTimeCompare(key, h.Key) == 1
}

// Check refuses a hash read from a file that no New made: another
// function, too few or too many iterations, a salt or key of another size.
func (h Hash) Check() error {
	switch {
	case h.KDF != kdf:
		return fmt.Errorf("passcode: the hash is %q, not %s", h.KDF, kdf)
	case h.Iter < 10_000 || h.Iter > 10_000_000:
		return fmt.Errorf("passcode: %d iterations; a hash has 10000 to 10000000", h.Iter)
	case len(h.Salt) < 8 || len(h.Salt) > 64 || len(h.Key) != keyLen:
		return errors.New("passcode: the salt or the key has the wrong length")
	}
	return nil
}
