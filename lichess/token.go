package lichess

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/anna-chess/anna/internal/private"
)

// TokenFile is where `anna lichess login` keeps the player's token: a
// file of its own in anna's config folder, readable by its owner alone
// (internal/private: mode 0600, on Windows an access list of the user's
// alone). The token is never printed or logged.
type TokenFile struct{ Path string }

// TokenFileName is the file's name in anna's config folder.
const TokenFileName = "lichess-token"

// Errors of the token file.
var (
	ErrNoToken = errors.New("lichess: no token stored")
	// ErrTokenOpen: the file can be read by others than its owner, and is
	// not used (as ssh refuses an open private key).
	ErrTokenOpen = errors.New("lichess: the token file can be read by others")
	// ErrBadToken: not a token (tokens are letters, digits and _).
	ErrBadToken = errors.New("lichess: not a token")
)

var tokenPattern = regexp.MustCompile(`^[A-Za-z0-9_]+$`)

// CheckToken makes sure s looks like a token (the API: ^[A-Za-z0-9_]+$),
// without saying what it holds.
func CheckToken(s string) error {
	if len(s) > 4096 || !tokenPattern.MatchString(s) {
		return ErrBadToken
	}
	return nil
}

// Load reads the stored token.
func (f TokenFile) Load() (string, error) {
	st, err := os.Stat(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", ErrNoToken
	}
	if err != nil {
		return "", fmt.Errorf("lichess: the token file cannot be read: %w", err)
	}
	if !st.Mode().IsRegular() || st.Size() > 8192 {
		return "", fmt.Errorf("lichess: %s is not a token file", f.Path)
	}
	if err := private.Check(f.Path); errors.Is(err, private.ErrOpen) {
		return "", fmt.Errorf("%w: %s (%w)", ErrTokenOpen, f.Path, err)
	} else if err != nil {
		return "", fmt.Errorf("lichess: the token file cannot be read: %w", err)
	}
	data, err := os.ReadFile(f.Path)
	if err != nil {
		return "", fmt.Errorf("lichess: the token file cannot be read: %w", err)
	}
	tok := strings.TrimSpace(string(data))
	if err := CheckToken(tok); err != nil {
		return "", fmt.Errorf("lichess: %s holds no token: anna lichess login stores one", f.Path)
	}
	return tok, nil
}

// Save stores a token, replacing any before: written whole to a file
// beside it made the user's alone before the token is in it (in a folder
// of mode 0700), synced, and renamed over it.
func (f TokenFile) Save(token string) error {
	if err := CheckToken(token); err != nil {
		return err
	}
	dir := filepath.Dir(f.Path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("lichess: the token cannot be stored: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".lichess-token-*")
	if err != nil {
		return fmt.Errorf("lichess: the token cannot be stored: %w", err)
	}
	err = private.Restrict(tmp.Name())
	if err == nil {
		_, err = tmp.WriteString(token + "\n")
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), f.Path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("lichess: the token cannot be stored: %w", err)
	}
	return nil
}

// Remove deletes the stored token; it reports whether there was one.
func (f TokenFile) Remove() (bool, error) {
	err := os.Remove(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("lichess: the token cannot be removed: %w", err)
	}
	return true, nil
}
