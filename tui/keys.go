package tui

import "charm.land/bubbles/v2/key"

// lineKeys are the keys of the line view besides typing.
type lineKeys struct {
	Enter, Quit, Previous, Next key.Binding
}

func newLineKeys() lineKeys {
	return lineKeys{
		Enter:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play the move or run the command")),
		Quit:     key.NewBinding(key.WithKeys("ctrl+c", "ctrl+d"), key.WithHelp("ctrl+c", "save and quit")),
		Previous: key.NewBinding(key.WithKeys("up"), key.WithHelp("up", "earlier line")),
		Next:     key.NewBinding(key.WithKeys("down"), key.WithHelp("down", "later line")),
	}
}
