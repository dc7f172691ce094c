module github.com/anna-chess/anna

go 1.26.0

require (
	github.com/corentings/chess/v2 v2.5.1
	github.com/go-audio/wav v1.1.0
)

require (
	github.com/go-audio/audio v1.0.0 // indirect
	github.com/go-audio/riff v1.0.0 // indirect
)
