package account

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/settings"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// File is where anna lichess login keeps the token.
func File() (lichess.TokenFile, error) {
	dir, err := settings.ConfigDir()
	if err != nil {
		return lichess.TokenFile{}, err
	}
	return lichess.TokenFile{Path: filepath.Join(dir, lichess.TokenFileName)}, nil
}

// Token is the token to play with: LICHESS_TOKEN, or the one stored by
// anna lichess login.
func Token() (string, error) {
	if tok := strings.TrimSpace(os.Getenv("LICHESS_TOKEN")); tok != "" {
		return tok, lichess.CheckToken(tok)
	}
	f, err := File()
	if err != nil {
		return "", err
	}
	return f.Load()
}

// Trouble is the one line that says why lichess could not be used:
// the token refused (and how to make a new one), no network, or lichess's
// own reason.
func Trouble(book speech.Phrasebook, err error) string {
	var api *lichess.APIError
	switch {
	case errors.Is(err, lichess.ErrUnauthorized):
		return book.Say(keyTokenRefused.With(words.Text(lichess.TokenURL))).Text()
	case errors.Is(err, lichess.ErrNoNetwork):
		return book.Say(keyOffline.With(words.Text(strings.TrimPrefix(err.Error(), lichess.ErrNoNetwork.Error()+": ")))).Text()
	case errors.As(err, &api):
		return book.Say(keyRefused.With(words.Text(api.Message))).Text()
	}
	return "anna: " + strings.TrimPrefix(err.Error(), "lichess: ")
}
