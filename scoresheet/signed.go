package scoresheet

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/anna-chess/anna/internal/places"
)

// A state file says how a match is set up again, and a hosted match's
// says how it is served (its host's flags, its join codes) and which
// program is its engine. One carried from elsewhere must not do that
// unasked (issue 31: nothing from a file acts beyond its role). anna so
// signs each state it writes with a key of its own, kept in its data
// folder for this user alone: a state that carries this anna's signature
// over its very bytes is anna's own, any other (unsigned, signed by
// another key, changed after signing) is from elsewhere (resume takes its
// game, not its host's settings, codes or engine).

// stateKeySize is the key's length: HMAC-SHA256's block is longer, its
// output as long; 32 random bytes are past guessing.
const stateKeySize = 32

// signedPrefix opens a signed state: its first line after the brace names
// the signature, and the rest is the state as anna wrote it (the
// signature is over "{\n" and that rest, exactly).
const signedPrefix = "{\n \"signature\": \"hmac-sha256:"

// signedLineEnd closes the signature's line.
const signedLineEnd = "\",\n"

// ErrNotAKey says the key file holds no key of anna's (a wrong length).
var ErrNotAKey = errors.New("scoresheet: not a key of anna's")

// StateKeyPath is where anna keeps the key it signs its states with: in
// its data folder (internal/places).
func StateKeyPath() (string, error) {
	dir, err := places.Data()
	if err != nil {
		return "", &NoHomeError{Err: err}
	}
	return filepath.Join(dir, "state.key"), nil
}

// StateKey is this anna's key, made the first time (32 random bytes, the
// user's alone: 0600, an access list of the user's on Windows), whole or
// not at all (written aside, then renamed in place). Two annas making it
// in the same moment, the first time ever, keep the one renamed last: a
// state the other signed before is from elsewhere, once. (A hard link,
// which would keep the first, is refused by some file systems and Wine.)
func StateKey() ([]byte, error) {
	key, err := readStateKey()
	if !errors.Is(err, fs.ErrNotExist) {
		return key, err
	}
	path, err := StateKeyPath()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("scoresheet: %w", err)
	}
	key = make([]byte, stateKeySize)
	rand.Read(key)
	tmp, err := writeTemp(path, key, 0o600, true) // restricted before the key is in it
	if err != nil {
		return nil, err
	}
	if err := commit(tmp, path, 0o600); err != nil {
		return nil, err
	}
	return readStateKey() // the one in place
}

// readStateKey reads the key, never making it.
func readStateKey() ([]byte, error) {
	path, err := StateKeyPath()
	if err != nil {
		return nil, err
	}
	key, err := ReadRegular(path)
	if err != nil {
		return nil, err
	}
	if len(key) != stateKeySize {
		return nil, fmt.Errorf("%w: %s", ErrNotAKey, path)
	}
	return key, nil
}

// SignState is state (as session.Documents writes it: an indented JSON
// object) signed with this anna's key. When the key cannot be read or
// made, state is returned as it is, with why: it is written unsigned, and
// resumed as from elsewhere.
func SignState(state []byte) ([]byte, error) {
	key, err := StateKey()
	if err != nil {
		return state, err
	}
	if !bytes.HasPrefix(state, []byte("{\n")) || bytes.HasPrefix(state, []byte(signedPrefix)) {
		return state, errors.New("scoresheet: not a state to sign")
	}
	signed := append([]byte(signedPrefix), hex.EncodeToString(mac(key, state))...)
	signed = append(signed, signedLineEnd...)
	return append(signed, state[2:]...), nil
}

// OwnState says whether data is a state signed with this anna's key and
// unchanged since. The key is never made here: without one, no state is
// anna's own; err says why a key there cannot be read.
func OwnState(data []byte) (bool, error) {
	sig, state, ok := signedParts(data)
	if !ok {
		return false, nil
	}
	key, err := readStateKey()
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return hmac.Equal(sig, mac(key, state)), nil
}

// signedParts are a signed state's signature and the bytes it signs.
func signedParts(data []byte) (sig, state []byte, ok bool) {
	rest, found := bytes.CutPrefix(data, []byte(signedPrefix))
	if !found || len(rest) < 2*sha256.Size+len(signedLineEnd) || string(rest[2*sha256.Size:2*sha256.Size+len(signedLineEnd)]) != signedLineEnd {
		return nil, nil, false
	}
	sig, err := hex.DecodeString(string(rest[:2*sha256.Size]))
	if err != nil {
		return nil, nil, false
	}
	return sig, append([]byte("{\n"), rest[2*sha256.Size+len(signedLineEnd):]...), true
}

func mac(key, data []byte) []byte {
	h := hmac.New(sha256.New, key)
	h.Write(data)
	return h.Sum(nil)
}
