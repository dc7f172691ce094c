package speech

import (
	"errors"
	"strconv"

	"github.com/anna-chess/anna/rules"
)

// The sentences of the PGN reader's reasons, and the line that names the
// file and its line.
const (
	cliPGNAtLine        CLIText = "cli-pgn-at-line"
	cliPGNWhole         CLIText = "cli-pgn-whole"
	cliPGNNoGame        CLIText = "cli-pgn-no-game"
	cliPGNTagOpen       CLIText = "cli-pgn-tag-open"
	cliPGNTagForm       CLIText = "cli-pgn-tag-form"
	cliPGNCommentOpen   CLIText = "cli-pgn-comment-open"
	cliPGNVariationOpen CLIText = "cli-pgn-variation-open"
	cliPGNStray         CLIText = "cli-pgn-stray"
	cliPGNNotMove       CLIText = "cli-pgn-not-move"
	cliPGNCannotPlay    CLIText = "cli-pgn-cannot-play"
	cliPGNNumber        CLIText = "cli-pgn-number"
	cliPGNVariant       CLIText = "cli-pgn-variant"
	cliPGNFEN           CLIText = "cli-pgn-fen"
)

var pgnReasons = map[rules.PGNProblem]CLIText{
	rules.PGNNoGame:        cliPGNNoGame,
	rules.PGNTagOpen:       cliPGNTagOpen,
	rules.PGNTagForm:       cliPGNTagForm,
	rules.PGNCommentOpen:   cliPGNCommentOpen,
	rules.PGNVariationOpen: cliPGNVariationOpen,
	rules.PGNStray:         cliPGNStray,
	rules.PGNNotMove:       cliPGNNotMove,
	rules.PGNCannotPlay:    cliPGNCannotPlay,
	rules.PGNNumber:        cliPGNNumber,
	rules.PGNVariant:       cliPGNVariant,
	rules.PGNFEN:           cliPGNFEN,
}

// pGNReason is why a PGN's game cannot be read, in the book's language:
// the move counted as players count it (2…Qxh8) with the rules' reason in
// the book's words, never a FEN; {1} is what stands in the text, quoted.
func (b Phrasebook) pGNReason(e *rules.PGNError) string {
	t, ok := pgnReasons[e.Problem]
	if !ok {
		return e.Error()
	}
	switch e.Problem {
	case rules.PGNCannotPlay:
		return b.CommandLine(t, rules.MoveName(e.Number, e.Color, e.Text), b.sayWhy(e.Err, e.Game).Text())
	case rules.PGNNumber:
		return b.CommandLine(t, rules.MoveName(e.Number, e.Color, e.Text), strconv.Itoa(e.Written))
	case rules.PGNCommentOpen:
		return b.CommandLine(t, "{", "}") // a template's braces are its slots
	case rules.PGNFEN:
		var fe *rules.FENError
		if errors.As(e.Err, &fe) {
			return b.CommandLine(t, b.FENReason(fe))
		}
		return b.CommandLine(t, e.Err.Error())
	}
	return b.CommandLine(t, strconv.Quote(e.Text))
}

// PGNProblem is the line that names a file whose game cannot be read, its
// line, and why: "game.pgn, line 2: 2…Qxh8 cannot be played here. ...".
func (b Phrasebook) PGNProblem(file string, e *rules.PGNError) string {
	if e.Line == 0 {
		return b.CommandLine(cliPGNWhole, file, b.pGNReason(e))
	}
	return b.CommandLine(cliPGNAtLine, file, strconv.Itoa(e.Line), b.pGNReason(e))
}
