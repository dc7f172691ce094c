// Package why says why anna refuses a game's file, a PGN or a time
// control on its command line, in the player's words (the language
// files' lines, internal/cliline): a new game's, a resumed one's, an
// analysis' and a puzzle file's refusals are said one way.
package why

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/speech"
)

// Scoresheet is a refusal of the game's files in the player's words: the
// file and the system's reason (what cannot be done to it, doing), or a
// file that is not a regular one; any other refusal of the scoresheet
// package as it gives it.
func Scoresheet(err error, doing speech.CLIText) error {
	var odd *scoresheet.NotRegularError
	if errors.As(err, &odd) {
		return cliline.Anna(cliNotAFile, odd.Path, Kind(odd.Mode))
	}
	var big *scoresheet.TooLargeError
	if errors.As(err, &big) {
		return cliline.Anna(cliTooLarge, big.Path, strconv.Itoa(scoresheet.MaxRead))
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return cliline.Anna(doing, pe.Path, pe.Err)
	}
	return cliline.Of(errors.New(strings.TrimPrefix(err.Error(), "scoresheet: ")))
}

// NotAFile refuses a game's file that is something other than a regular
// file, saying why no game can be kept there, and names a file that can
// hold it: a free name beside a link, a file in a folder; for a device, a
// pipe or a socket (--pgn /dev/null), the games folder anna uses when no
// file is named.
func NotAFile(odd *scoresheet.NotRegularError, pgn string) error {
	why := cliline.Part(cliNotAFile, odd.Path, Kind(odd.Mode))
	if odd.Mode&os.ModeSymlink != 0 {
		why = cliline.Part(cliThroughLink, odd.Path)
	}
	var try string
	switch {
	case odd.Mode&os.ModeSymlink != 0 && odd.Path == pgn:
		try = scoresheet.FreeName(pgn)
	case odd.Mode.IsDir() && odd.Path == pgn:
		try = scoresheet.FreeName(filepath.Join(pgn, "game.pgn"))
	case odd.Mode&(os.ModeSymlink|os.ModeDir) != 0:
		try = scoresheet.FreeName(pgn) // the state or a seat's file beside it
	}
	if try != "" && scoresheet.NewSet(try, "").CheckNew() == nil {
		return cliline.Anna(cliNameAnother, why, try)
	}
	if dir, err := scoresheet.DefaultDir(); err == nil {
		return cliline.Anna(cliNameRegularOr, why, dir)
	}
	return cliline.Anna(cliNameRegular, why)
}

// Kind names what a path that is not a regular file holds.
func Kind(m os.FileMode) speech.CLIText {
	switch {
	case m&os.ModeSymlink != 0:
		return cliKindLink
	case m&os.ModeNamedPipe != 0:
		return cliKindPipe
	case m&os.ModeDevice != 0:
		return cliKindDevice
	case m.IsDir():
		return cliKindFolder
	case m&os.ModeSocket != 0:
		return cliKindSocket
	}
	return cliKindOther
}

// NoGamesFolder is why a new game has no file of its own in the games
// folder (no home folder), in the player's words.
func NoGamesFolder(err error) error {
	var nohome *scoresheet.NoHomeError
	if errors.As(err, &nohome) {
		return cliline.Anna(cliNameAFile, cliline.Part(cliNoHome, nohome.Err))
	}
	return cliline.Anna(cliNameAFile, err)
}

// PGN is why a PGN file holds no game anna can read: its line and what
// is wrong there, in the player's language, or the system's reason.
func PGN(path string, err error) error {
	var pe *rules.PGNError
	if errors.As(err, &pe) {
		return pgnSaid{path: path, PGNError: pe}
	}
	return cliline.Anna(cliNoPGNGame, path, err)
}

// pgnSaid is a PGN's reason as anna's line: Error is rules' English.
type pgnSaid struct {
	path string
	*rules.PGNError
}

func (p pgnSaid) In(b speech.Phrasebook) string { return "anna: " + b.PGNProblem(p.path, p.PGNError) }

// Guidelines is why Guidelines III cannot apply (III.2.2), in the
// player's words.
func Guidelines(err error) error {
	var r *rules.GuidelinesRefusal
	if !errors.As(err, &r) {
		return errors.New(strings.TrimPrefix(err.Error(), "rules: "))
	}
	why := map[rules.GuidelinesWhy]speech.CLIText{rules.GuidelinesNoClock: cliGuidelinesNoClock,
		rules.GuidelinesBlitz: cliGuidelinesBlitz, rules.GuidelinesIncrement: cliGuidelinesIncr}[r.Why]
	return cliline.Part(why, r.TC.String())
}
