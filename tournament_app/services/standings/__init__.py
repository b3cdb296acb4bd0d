"""Standings: the ranking, the board every face shows, the ranking kept between results."""
